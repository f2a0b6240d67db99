// MARK: - What swiftc checks in class declarations

extension Interpreter {
  /// `final` as swiftc enforces it: nothing inherits from a final class, nothing overrides a
  /// final method or property, and a `static` member (final by nature) is not overridden.
  /// Checked before the block runs, as a compile error would be.
  func checkFinalRules(_ decl: ClassDecl) throws {
    guard let user = classes.userClass(decl.name) else { return }
    if let superclass = classes.userClass(user.superclassName), superclass.decl.isFinal {
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration, message: "inheritance from a final class '\(user.superclassName)'",
        position: decl.position)
    }
    let ancestors = classes.ancestry(of: user.superclassName)
    for method in decl.methods {
      // A method an extension of a UIKit class declares: Swift dispatches it statically.
      guard
        let declared = ancestors.lazy.compactMap({
          self.classes.uikitExtensions[$0]?.methodsBySignature[method.signature]
        })
        .first
      else { continue }
      let message =
        method.isOverride
        ? declared.isObjC ? nil : "overriding non-@objc declarations from extensions is not supported"
        : "overriding declaration requires an 'override' keyword: '\(method.signature)'"
      if let message {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration, message: message, position: method.position,
          notes: [("overridden declaration is here", declared.position)])
      }
    }
    for method in decl.methods where method.isOverride {
      guard
        let overridden = ancestors.lazy.compactMap({ self.classes.userClass($0)?.methodsBySignature[method.signature] })
          .first,
        overridden.isFinal
      else { continue }
      let what = method.isProperty ? "property" : "instance method"
      throw RuntimeIssue(
        id: DiagnosticID.classDeclaration, message: "\(what) overrides a 'final' \(what)", position: method.position,
        notes: [("overridden declaration is here", overridden.position)])
    }
    for method in decl.staticMethods {
      guard
        let overridden = ancestors.lazy.compactMap({ owner in
          self.classes.userClass(owner)?.decl.staticMethods.first { $0.signature == method.signature }
        }).first
      else { continue }
      if overridden.isFinal {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "cannot override \(overridden.isProperty ? "static property" : "static method")",
          position: method.position, notes: [("overridden declaration is here", overridden.position)])
      }
      if !method.isOverride {
        throw RuntimeIssue(
          id: DiagnosticID.classDeclaration,
          message: "overriding declaration requires an 'override' keyword: '\(method.signature)'",
          position: method.position)
      }
    }
  }
}
