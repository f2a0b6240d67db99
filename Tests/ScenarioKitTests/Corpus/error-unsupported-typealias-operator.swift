let controllers = [UIViewController(), UIViewController()]
var remaining = controllers.count
if remaining > 1 {
    typealias Count = Int
}
let n = controllers.count &+ 1
