@_spi(Machinery) import ClockworkCore

/// What a text field holds, for a phone's AutoFill and keyboard suggestions: UIKit's
/// content types (`.username`, `.password`, `.oneTimeCode`…).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's name, as UIKit spells it.
    public let rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A user name or account name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "current-password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code sent by message.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// A date and time.
    public static let dateTime = UITextContentType(rawValue: "date-time")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
}

/// What a Mac text field holds: AppKit's content types.
public struct NSTextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's name, as AppKit spells it.
    public let rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = NSTextContentType(rawValue: "username")
    /// A password.
    public static let password = NSTextContentType(rawValue: "current-password")
    /// A one-time code.
    public static let oneTimeCode = NSTextContentType(rawValue: "one-time-code")
}

extension View {
    /// Says what the text fields below hold, for AutoFill and suggestions. A daemon has
    /// neither (its on-screen keyboard follows `keyboardType(_:)`), so nothing changes.
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View {
        self
    }

    /// Says what the Mac text fields below hold: nothing changes on a daemon, as with
    /// the phone's form. Disfavored: `.textContentType(.password)` means UIKit's type, as
    /// code written for a phone means it.
    @_disfavoredOverload
    public nonisolated func textContentType(_ textContentType: NSTextContentType?) -> some View {
        self
    }
}
