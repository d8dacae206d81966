import Foundation
import Testing

extension ProcessTests {
    /// The gallery as a daemon, driven as a person at a kiosk would through the `clockwork`
    /// command: a tab chosen, a menu opened and chosen from, a search typed, a toolbar button
    /// pressed, and a table sorted by a click on its column's title.
    @Suite struct GalleryDaemonTests {
        @Test("the spare parts screen works through the socket")
        func theSparePartsScreenWorksThroughTheSocket() throws {
            let directory = try makeTemporaryDirectory()
            let gallery = try startDaemon("Gallery", runtimeDirectory: directory)
            defer {
                gallery.terminate()
                gallery.waitUntilExit()
            }
            let socket = directory + "/clockwork/GalleryApp.sock"
            let cli = builtProduct("clockwork")
            func run(_ arguments: String...) throws -> String {
                let result = try runToCompletion(cli, arguments + ["--socket", socket])
                #expect(result.status == 0, "clockwork \(arguments.joined(separator: " ")): \(result.errors)")
                return result.output
            }
            let deadline = Date().addingTimeInterval(10)
            while try runToCompletion(cli, ["tree", "--socket", socket]).status != 0, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            }

            _ = try run("tap", "Parts")
            #expect(try run("tree").contains("4 of 4 parts"))

            _ = try run("menu", "Sort")
            _ = try run("tap", "By bin")
            let byBin = try run("tree")
            let impeller = try #require(byBin.range(of: "Impeller")), gasket = try #require(byBin.range(of: "Gasket"))
            #expect(impeller.lowerBound < gasket.lowerBound, "the sort menu's choice put bin 1 first: \(byBin)")

            _ = try run("type", "Find a part", "seal")
            #expect(try run("tree").contains("1 of 4 parts"))
            _ = try run("type", "Find a part", "")

            _ = try run("tap", "Stock")
            _ = try run("tap", "Bin")
            let table = try run("tree")
            #expect(table.contains("\"Bin\"") && table.contains("chevron.up"), "the Bin title is marked as sorting: \(table)")
            let impellerRow = try #require(table.range(of: "Impeller")), bearing = try #require(table.range(of: "Bearing"))
            #expect(impellerRow.lowerBound < bearing.lowerBound, "a click on the Bin title sorted the table by bin: \(table)")
            _ = try run("tap", "Seal kit")
            #expect(try run("tree").contains("Seal kit is in bin 2"))
        }
    }
}
