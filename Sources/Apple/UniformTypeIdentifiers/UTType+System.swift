/// The system's types, as `UTType`'s static members name them.
extension UTType {
    /// `public.item`.
    public static let item = UTType(known: "public.item")
    /// `public.content`.
    public static let content = UTType(known: "public.content")
    /// `public.data`.
    public static let data = UTType(known: "public.data")
    /// `public.composite-content`.
    public static let compositeContent = UTType(known: "public.composite-content")
    /// `public.text`.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(known: "public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(known: "public.rtf")
    /// `public.html`.
    public static let html = UTType(known: "public.html")
    /// `public.xml`.
    public static let xml = UTType(known: "public.xml")
    /// `public.json`.
    public static let json = UTType(known: "public.json")
    /// `public.yaml`.
    public static let yaml = UTType(known: "public.yaml")
    /// `public.source-code`.
    public static let sourceCode = UTType(known: "public.source-code")
    /// `public.swift-source`.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// `public.url`.
    public static let url = UTType(known: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// `public.folder`.
    public static let folder = UTType(known: "public.folder")
    /// `public.directory`.
    public static let directory = UTType(known: "public.directory")
    /// `public.image`.
    public static let image = UTType(known: "public.image")
    /// `public.png`.
    public static let png = UTType(known: "public.png")
    /// `public.jpeg`.
    public static let jpeg = UTType(known: "public.jpeg")
    /// `com.compuserve.gif`.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// `public.heic`.
    public static let heic = UTType(known: "public.heic")
    /// `public.tiff`.
    public static let tiff = UTType(known: "public.tiff")
    /// `org.webmproject.webp`.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// `public.svg-image`.
    public static let svg = UTType(known: "public.svg-image")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(known: "public.movie")
    /// `public.video`.
    public static let video = UTType(known: "public.video")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// `public.audio`.
    public static let audio = UTType(known: "public.audio")
    /// `public.mp3`.
    public static let mp3 = UTType(known: "public.mp3")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    /// `public.archive`.
    public static let archive = UTType(known: "public.archive")
    /// `public.zip-archive`.
    public static let zip = UTType(known: "public.zip-archive")
    /// `public.executable`.
    public static let executable = UTType(known: "public.executable")
    /// `public.vcard`.
    public static let vCard = UTType(known: "public.vcard")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(known: "com.apple.property-list")
}
