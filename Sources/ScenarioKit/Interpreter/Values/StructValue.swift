/// An instance of a scenario `struct`: a value, so assigning it, passing it or storing it
/// copies it (Swift's value semantics come from `Value` being a Swift value itself).
struct StructValue {
  /// The struct's qualified name (`Point`, `ListViewController.Row`).
  let typeName: String
  /// The stored properties' names in declaration order, shared by every instance of the type.
  let fieldNames: [String]
  /// The stored properties' values, in the order of `fieldNames`. `.void` marks a property
  /// an initializer has not set yet (no stored value is ever `.void` otherwise).
  var fields: [Value]
  /// What the type's `description` returned, filled in just before the value is printed.
  var customDescription: String?

  init(typeName: String, fieldNames: [String], fields: [Value]) {
    self.typeName = typeName
    self.fieldNames = fieldNames
    self.fields = fields
  }

  func index(of field: String) -> Int? { fieldNames.firstIndex(of: field) }

  func field(_ name: String) -> Value? { index(of: name).map { fields[$0] } }
}

/// A case of a scenario enum whose type is known: `Tab.home`, `.loaded(["a"])` given to a
/// `State`. (`.fullScreen` and other implicit members of UIKit's enums stay `Value.enumCase`.)
struct EnumValue {
  let typeName: String
  let caseName: String
  var payload: [Value]
  /// The associated values' labels (`nil` for unlabelled ones), as the case declares them.
  let labels: [String?]
  var customDescription: String?

  init(typeName: String, caseName: String, payload: [Value] = [], labels: [String?] = []) {
    self.typeName = typeName
    self.caseName = caseName
    self.payload = payload
    self.labels = labels
  }
}

/// `(1, "a")`, `(x: 1, y: 2)`, `(offset: 0, element: "a")`.
struct TupleValue {
  var labels: [String?]
  var elements: [Value]

  init(labels: [String?], elements: [Value]) {
    self.labels = labels
    self.elements = elements
  }

  init(_ elements: [Value]) {
    self.init(labels: elements.map { _ in nil }, elements: elements)
  }

  /// `t.0`, `t.x`.
  func index(of member: String) -> Int? {
    if let number = Int(member), elements.indices.contains(number) { return number }
    return labels.firstIndex(of: member)
  }
}
