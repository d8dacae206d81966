import Foundation

/// A headline as a news service sends it.
struct Headline: Codable, Hashable {
    let title: String
}

/// Loads headlines: Foundation alone, as a model file is pasted.
enum HeadlineService {
    static func decode(_ data: Data) throws -> [Headline] {
        try JSONDecoder().decode([Headline].self, from: data)
    }

    static func load(from url: URL) async throws -> [Headline] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try decode(data)
    }
}
