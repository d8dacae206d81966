import CCrypto

/// VNC authentication (RFB 3.8, section 7.2.2): the server sends 16 random bytes; the
/// viewer answers them encrypted with DES, keyed by the password's first 8 bytes with each
/// byte's bits in reverse order (as the first VNC implementations did, and every viewer
/// since). DES is libcrypto's. It keeps the password off the wire, no more: VNC over an
/// untrusted network belongs in an SSH tunnel or a VPN.
enum VNCAuthentication {
    /// 16 bytes from libcrypto's random generator (seeded by the kernel).
    static func makeChallenge() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 16)
        // Safe: RAND_bytes writes exactly the array's 16 bytes.
        let made = bytes.withUnsafeMutableBytes { RAND_bytes($0.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32($0.count)) }
        precondition(made == 1, "libcrypto's random generator failed")
        return bytes
    }

    /// The answer a viewer that knows `password` gives to `challenge`.
    static func response(to challenge: [UInt8], password: String) -> [UInt8] {
        precondition(challenge.count == 16, "a VNC challenge is 16 bytes")
        var key = DES_cblock(0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &key) { key in
            for (index, byte) in password.utf8.prefix(8).enumerated() { key[index] = reversedBits(byte) }
        }
        var schedule = DES_key_schedule()
        DES_set_key_unchecked(&key, &schedule)
        var output = [UInt8](repeating: 0, count: 16)
        for block in 0..<2 {
            var input = DES_cblock(0, 0, 0, 0, 0, 0, 0, 0)
            var encrypted = DES_cblock(0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &input) { $0.copyBytes(from: challenge[(block * 8)..<(block * 8 + 8)]) }
            DES_ecb_encrypt(&input, &encrypted, &schedule, DES_ENCRYPT)
            withUnsafeBytes(of: encrypted) { output.replaceSubrange((block * 8)..<(block * 8 + 8), with: $0) }
        }
        return output
    }

    /// Whether `answer` is what `password` makes of `challenge`, compared in constant time.
    static func matches(_ answer: [UInt8], challenge: [UInt8], password: String) -> Bool {
        let expected = response(to: challenge, password: password)
        guard answer.count == expected.count else { return false }
        return zip(answer, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func reversedBits(_ byte: UInt8) -> UInt8 {
        var result: UInt8 = 0
        for bit in 0..<8 where byte & (1 << bit) != 0 { result |= 0x80 >> bit }
        return result
    }
}
