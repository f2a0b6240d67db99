/// A declaration's access level. Inside one file only `private` is observable: a private
/// member is visible to its class's own body and extensions, nowhere else.
public enum AccessLevel: String, Sendable {
  case `private`
  case `fileprivate`
  case `internal`
  case `public`
  case `open`
}
