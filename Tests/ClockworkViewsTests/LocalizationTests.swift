import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import ClockworkViews

/// A screen whose locale a button changes, as a language picker would.
private struct PumpScreen: View {
    @State var language = "en"
    let sensors: Int

    var body: some View {
        VStack {
            Text("Pressure")
            Text("\(sensors) sensors")
            Button("Start pump") {}
            Text(1234.5, format: .number.precision(.fractionLength(1)))
            Text("Valve", tableName: "Panel", bundle: .module)
            Button("Switch language") { language = language == "en" ? "ja" : "en" }
        }
        .environment(\.locale, Locale(identifier: language))
    }
}

@Suite("Localization: keys looked up in String Catalogs and .strings tables, in the environment's locale")
@MainActor
struct LocalizationTests {
    @Test("a text, a button's title and a plural show the environment's language, and follow it when it changes")
    func followsTheEnvironmentsLocale() throws {
        let host = try TestHost(PumpScreen(sensors: 1))
        #expect(host.contains("Pressure"))
        #expect(host.contains("1 sensor"))
        #expect(!host.contains("1 sensors"))
        #expect(host.contains("Valve"))
        try host.tap("Switch language")
        host.pump()
        #expect(host.contains("圧力"))
        #expect(host.contains("センサー 1 台"))
        #expect(host.contains("バルブ"))
        #expect(!host.contains("Pressure"))
        try host.tap("ポンプ始動")
    }

    @Test("a key no table has shows as written, its values in place")
    func missingKeyShowsTheKey() throws {
        let host = try TestHost(Text("Unknown \(7) things").environment(\.locale, Locale(identifier: "ja")))
        #expect(host.contains("Unknown 7 things"))
    }

    @Test("a formatted number is written the environment locale's way")
    func formattedNumbersFollowTheLocale() throws {
        let host = try TestHost(
            VStack {
                Text(1234.5, format: .number.precision(.fractionLength(1))).environment(\.locale, Locale(identifier: "de_DE"))
                Text(1234.5, format: .number.precision(.fractionLength(1))).environment(\.locale, Locale(identifier: "en_US"))
            })
        #expect(host.contains("1.234,5"))
        #expect(host.contains("1,234.5"))
    }

    @Test("plural variations follow each language's rules: one, few and many in Russian; zero only where the table has it")
    func pluralRules() {
        let ru = Locale(identifier: "ru")
        #expect(String(localized: "\(1) sensors", bundle: .module, locale: ru) == "1 датчик")
        #expect(String(localized: "\(3) sensors", bundle: .module, locale: ru) == "3 датчика")
        #expect(String(localized: "\(5) sensors", bundle: .module, locale: ru) == "5 датчиков")
        #expect(String(localized: "\(21) sensors", bundle: .module, locale: ru) == "21 датчик")
        #expect(String(localized: "\(0) sensors", bundle: .module, locale: Locale(identifier: "en")) == "0 sensors")
        #expect(PluralCategory(of: 1.5, language: "en") == .other)
        #expect(PluralCategory(of: 1.5, language: "fr") == .one)
        #expect(PluralCategory(of: 102, language: "ar") == .other)
        #expect(PluralCategory(of: 11, language: "ar") == .many)
    }

    @Test("a translation may reorder its arguments, and a catalog's substitution pluralizes one argument")
    func positionalArgumentsAndSubstitutions() {
        let ja = Locale(identifier: "ja")
        #expect(String(localized: "\("North") at \(2.25, specifier: "%.1f") bar", bundle: .module, locale: ja) == "2.2 bar の North")
        #expect(String(localized: "Pumps: \(1) of \(3)", bundle: .module, locale: Locale(identifier: "en")) == "1 pump running of 3")
        #expect(String(localized: "Pumps: \(2) of \(3)", bundle: .module, locale: Locale(identifier: "en")) == "2 pumps running of 3")
    }

    @Test("a literal % in an interpolated key is %% in the key and % on screen")
    func percentInKeys() {
        let key: LocalizedStringKey = "Level: \(100)%"
        #expect(key.text == "Level: 100%")
        #expect(LocalizedFormat.apply("%lld%% of %@ %q", arguments: [.integer(5), .string("tank")]) == "5% of tank %q")
    }

    @Test("Chinese without a script finds the simplified table, and a region falls back to its language")
    func languageMatching() {
        #expect(String(localized: "Pressure", bundle: .module, locale: Locale(identifier: "zh_CN")) == "压力")
        #expect(String(localized: "Pressure", bundle: .module, locale: Locale(identifier: "ja_JP")) == "圧力")
        #expect(String(localized: "Pressure", bundle: .module, locale: Locale(identifier: "fr_FR")) == "Pressure")
    }

    @Test(".strings tables in .lproj folders are read, with their format specifiers")
    func stringsFiles() {
        let ja = Locale(identifier: "ja")
        #expect(String(localized: "Open \("V1")", table: "Panel", bundle: .module, locale: ja) == "V1 を開く")
        #expect(String(localized: "Valve", table: "Panel", bundle: .module, locale: Locale(identifier: "en")) == "Valve")
    }

    @Test("a LocalizedStringResource names a key, a default and a table, looked up when shown")
    func resources() throws {
        let resource = LocalizedStringResource("valve.title", defaultValue: "Valve", table: "Panel",
                                               locale: Locale(identifier: "ja"), bundle: .atURL(Bundle.module.bundleURL))
        #expect(resource.key == "valve.title")
        #expect(String(localized: resource) == "Valve")
        let named = LocalizedStringResource("Valve", table: "Panel", locale: Locale(identifier: "ja"), bundle: Bundle.module)
        #expect(String(localized: named) == "バルブ")
        let host = try TestHost(Text(named).environment(\.locale, Locale(identifier: "en")))
        #expect(host.contains("Valve"))
    }

    @Test("a catalog that is not JSON is logged and shows its keys as written")
    func brokenCatalog() {
        #expect(String(localized: "Pressure", table: "Broken", bundle: .module, locale: Locale(identifier: "ja")) == "Pressure")
    }

    @Test("the daemon's locale is LC_ALL's, else LC_MESSAGES's, else LANG's; C names none")
    func processLocale() {
        #expect(ProcessLocale.from(environment: ["LANG": "ja_JP.UTF-8"])?.identifier == "ja_JP")
        #expect(ProcessLocale.from(environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE@euro"])?.identifier == "de_DE")
        #expect(ProcessLocale.from(environment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"])?.identifier == "zh_CN")
        #expect(ProcessLocale.from(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(ProcessLocale.from(environment: [:]) == nil)
    }
}
