import CNettle

/// VNC authentication (RFB 3.8, section 7.2.2): the server sends 16 random bytes; the
/// viewer answers them encrypted with DES, keyed by the password's first 8 bytes with each
/// byte's bits in reverse order (as the first VNC implementations did, and every viewer
/// since). DES is Nettle's. It keeps the password off the wire, no more: VNC over an
/// untrusted network belongs in an SSH tunnel or a VPN.
enum VNCAuthentication {
    /// 16 bytes from the system's generator (`getrandom`, seeded by the kernel).
    static func makeChallenge() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The answer a viewer that knows `password` gives to `challenge`.
    static func response(to challenge: [UInt8], password: String) -> [UInt8] {
        precondition(challenge.count == 16, "a VNC challenge is 16 bytes")
        var key = [UInt8](repeating: 0, count: Int(DES_KEY_SIZE))
        for (index, byte) in password.utf8.prefix(8).enumerated() { key[index] = reversedBits(byte) }
        var schedule = des_ctx()
        // A weak key (an empty password's zeros) is refused by nobody: Nettle says so and
        // still sets it up, as VNC viewers expect.
        _ = nettle_des_set_key(&schedule, key)
        var output = [UInt8](repeating: 0, count: 16)
        // Safe: both buffers hold 16 bytes, two DES blocks, and ECB encrypts block by block.
        challenge.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { encrypted in
                nettle_des_encrypt(&schedule, 16, encrypted.baseAddress, input.baseAddress)
            }
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
