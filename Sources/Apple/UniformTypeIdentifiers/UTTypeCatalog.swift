/// The system types Clockwork knows: identifiers, supertypes, file name extensions (the
/// preferred one first) and MIME types, as Apple declares them.
enum UTTypeCatalog {
    struct Entry: Sendable {
        let identifier: String
        let parents: [String]
        let extensions: [String]
        let mimeType: String?
        let description: String
    }

    static let entries: [Entry] = [
        Entry(identifier: "public.item", parents: [], extensions: [], mimeType: nil, description: "item"),
        Entry(identifier: "public.content", parents: [], extensions: [], mimeType: nil, description: "content"),
        Entry(identifier: "public.data", parents: ["public.item"], extensions: [], mimeType: "application/octet-stream", description: "data"),
        Entry(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeType: nil, description: "composite content"),
        Entry(identifier: "public.text", parents: ["public.data", "public.content"], extensions: [], mimeType: nil, description: "text"),
        Entry(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeType: "text/plain", description: "plain text"),
        Entry(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeType: "text/plain;charset=utf-8", description: "UTF-8 plain text"),
        Entry(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeType: "text/plain;charset=utf-16", description: "UTF-16 plain text"),
        Entry(identifier: "public.delimited-values-text", parents: ["public.text"], extensions: [], mimeType: nil, description: "delimited text"),
        Entry(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeType: "text/csv", description: "CSV text"),
        Entry(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeType: "text/tab-separated-values", description: "TSV text"),
        Entry(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeType: "text/rtf", description: "rich text"),
        Entry(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeType: "text/html", description: "HTML"),
        Entry(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeType: "application/xml", description: "XML"),
        Entry(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeType: "application/json", description: "JSON"),
        Entry(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeType: "application/x-yaml", description: "YAML"),
        Entry(identifier: "net.daringfireball.markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"], mimeType: "text/markdown", description: "Markdown"),
        Entry(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeType: nil, description: "source code"),
        Entry(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeType: nil, description: "Swift source"),
        Entry(identifier: "public.url", parents: ["public.data"], extensions: [], mimeType: nil, description: "URL"),
        Entry(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeType: nil, description: "file URL"),
        Entry(identifier: "public.folder", parents: ["public.item"], extensions: [], mimeType: nil, description: "folder"),
        Entry(identifier: "public.directory", parents: ["public.item"], extensions: [], mimeType: nil, description: "directory"),
        Entry(identifier: "public.image", parents: ["public.data", "public.content"], extensions: [], mimeType: nil, description: "image"),
        Entry(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeType: "image/png", description: "PNG image"),
        Entry(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeType: "image/jpeg", description: "JPEG image"),
        Entry(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeType: "image/gif", description: "GIF image"),
        Entry(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeType: "image/heic", description: "HEIC image"),
        Entry(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeType: "image/tiff", description: "TIFF image"),
        Entry(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeType: "image/webp", description: "WebP image"),
        Entry(identifier: "public.svg-image", parents: ["public.image"], extensions: ["svg"], mimeType: "image/svg+xml", description: "SVG image"),
        Entry(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeType: "application/pdf", description: "PDF document"),
        Entry(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mimeType: nil, description: "audiovisual content"),
        Entry(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeType: nil, description: "movie"),
        Entry(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeType: nil, description: "video"),
        Entry(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeType: "video/mp4", description: "MPEG-4 movie"),
        Entry(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mimeType: "video/quicktime", description: "QuickTime movie"),
        Entry(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeType: nil, description: "audio"),
        Entry(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeType: "audio/mpeg", description: "MP3 audio"),
        Entry(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav"], mimeType: "audio/wav", description: "WAV audio"),
        Entry(identifier: "public.archive", parents: ["public.data"], extensions: [], mimeType: nil, description: "archive"),
        Entry(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeType: "application/zip", description: "ZIP archive"),
        Entry(identifier: "public.executable", parents: ["public.item"], extensions: [], mimeType: nil, description: "executable"),
        Entry(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeType: "text/vcard", description: "vCard"),
        Entry(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], mimeType: nil, description: "property list"),
    ]

    static let byIdentifier: [String: Entry] = Dictionary(entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
