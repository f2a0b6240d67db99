// MARK: - Access control

extension Interpreter {
  /// In one file only `private` is observable: a private member is visible to the code of the
  /// class that declares it (its body and its extensions), not to subclasses or top-level
  /// code. `caller` is the class whose code is running, nil at the top level.
  func checkAccess(
    _ access: AccessLevel, of name: String, declaredIn owner: String, from caller: String?, at position: SourcePosition?
  ) throws {
    guard access == .private, caller != owner, let position else { return }
    throw RuntimeIssue(
      id: DiagnosticID.unknownMember, message: "'\(name)' is inaccessible due to 'private' protection level",
      position: position)
  }

  /// `private(set) var count = 0`: reading it is allowed where assigning is not.
  func checkSetterAccess(
    _ binding: Binding, declaredIn owner: String, from caller: String?, at position: SourcePosition
  )
    throws
  {
    guard binding.setterAccess == .private, caller != owner else { return }
    throw RuntimeIssue(
      id: DiagnosticID.immutable, message: "cannot assign to property: '\(binding.name)' setter is inaccessible",
      position: position)
  }
}
