import ClockworkTesting
import Foundation
import Testing
@testable import ClockworkCore
@testable import GalleryKit

@Suite("The gallery's parts screen: toolbars, menus, search, edit mode and a grid, as a person uses them")
@MainActor
struct GalleryPartsTests {
    private func host() throws -> TestHost {
        let host = try TestHost(GalleryView().environmentObject(Station()), size: Size(width: 82, height: 20))
        host.pump()
        try host.tap("Parts")
        return host
    }

    @Test("sorting from the menu, adding from the bar, searching, moving from a row's context menu, then deleting in edit mode")
    func aSessionWithTheParts() throws {
        let host = try host()
        try host.tap("Sort")
        try host.tap("By name")
        try host.tap("Add")
        try host.type("ea", into: "Find a part")
        #expect(host.contains("Bearing") && host.contains("Seal kit") && !host.contains("Gasket"))
        try host.showMenu("Bearing")
        try host.tap("Move to bin 1")
        try host.tap("Clear search")
        try host.tap("Edit")
        host.advance(by: .seconds(1))
        try host.tap("Delete Impeller")
        try host.tap("Done")
        host.advance(by: .seconds(1))
        #expect(host.contains("Bearing") && !host.contains("Impeller") && host.contains("4 of 4 parts"))
        try host.tap("Bins")
        #expect(host.contains("Bin 1") && host.contains("Supplier"))
    }
}
