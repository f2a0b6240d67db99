/// A storyboard control registered with `registerTrigger` or `registerAction`.
struct ControlDefinition {
  enum Target {
    case segue(String)
    case action(String)
  }
  var name: String
  var owner: ObjectID
  var target: Target
}
