let controllers = [UIViewController(), UIViewController()]
var remaining = controllers.count
if remaining > 1 {
    throw CancellationError()
}
let n = controllers.count &+ 1
