/// A piece of a string literal: literal text or an interpolated expression.
public enum StringPart: Sendable {
  case text(String)
  case interpolation(Expr)
}
