/// A statement and the position it starts at.
public struct Statement: Sendable {
  public indirect enum Kind: Sendable {
    /// `let x = e`, `var x: T? = e`, `weak var x: T?` (the last only in class bodies).
    case binding(Binding)
    /// `target = value`; the target is an identifier, a member access, or `_`.
    case assignment(target: Expr, value: Expr)
    /// An expression evaluated for its effect (calls, mostly).
    case expression(Expr)
    /// `do { … }`: bindings made inside are released at its end.
    case scope([Statement])
    /// `if cond, let x = e { … } else { … }`; `else if` is an `if` inside the else branch.
    case conditional(conditions: [Condition], then: [Statement], otherwise: [Statement]?)
    /// `return`, `return e`.
    case returnStatement(Expr?)
    /// `for x in sequence { … }` (`name` is `_` for `for _ in`): an array or a range; each
    /// pass is a scope of its own.
    case forIn(name: String, namePosition: SourcePosition, sequence: Expr, body: [Statement])
    /// `switch subject { case .a, .b: … default: … }`: the first case with a pattern equal to
    /// the subject runs, in a scope of its own; no fallthrough.
    case switchStatement(subject: Expr, cases: [SwitchCase])
    /// `let (x, y) = pair`, `var (a, _) = t`: the value is matched against a tuple pattern.
    case destructuring(Pattern, value: Expr)
    /// `guard cond, let x = e else { … }`: the bindings live in the enclosing scope; the
    /// `else` body exits it (checked when lowering, as swiftc does).
    case guardStatement(conditions: [Condition], otherwise: [Statement])
    /// `while cond { … }` (conditions may bind: `while let x = e`); each pass is a scope.
    case whileLoop(conditions: [Condition], body: [Statement])
    /// `repeat { … } while cond`.
    case repeatWhile(body: [Statement], condition: Expr)
    /// `break`, `break outer`.
    case breakStatement(label: String?)
    /// `continue`, `continue outer`.
    case continueStatement(label: String?)
    /// `defer { … }`: runs when the enclosing scope ends, after what was declared after it
    /// is released (Swift's cleanup order).
    case deferStatement([Statement])
    /// `outer: for … { … }`: a loop, `if`, `do` or `switch` with a label for `break`/`continue`.
    case labeled(label: String, statement: Statement)
    /// `throw e`: `e` is a value of a type conforming to `Error`.
    case throwStatement(Expr)
    /// `do { … } catch pattern { … } catch { … }`: the body is a scope; an error thrown in it
    /// goes to the first clause whose pattern matches (`error` is bound in a bare `catch`).
    case doCatch(body: [Statement], catches: [CatchClause])
  }

  public var kind: Kind
  public var position: SourcePosition
}

/// One `catch` clause: its patterns (none: a bare `catch`, which binds `error`), each with its
/// `where` clause, and its body.
public struct CatchClause: Sendable {
  public var items: [CaseItem]
  public var body: [Statement]
  public var position: SourcePosition

  /// Whether the clause catches every error (`catch`, `catch let e`): no error gets past it.
  public var catchesEverything: Bool {
    items.isEmpty
      || items.contains { item in
        guard item.guardExpr == nil else { return false }
        switch item.pattern {
        case .wildcard, .binding: return true
        default: return false
        }
      }
  }
}
