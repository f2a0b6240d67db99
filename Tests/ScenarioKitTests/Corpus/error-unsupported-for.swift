let controllers = [UIViewController(), UIViewController()]
for vc in controllers {
    print(vc)
}
let n = controllers.count + 1
