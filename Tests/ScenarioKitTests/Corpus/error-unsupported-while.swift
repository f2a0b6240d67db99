let controllers = [UIViewController(), UIViewController()]
var remaining = controllers.count
while remaining > 0 {
    remaining = remaining - 1
}
let n = controllers.count &+ 1
