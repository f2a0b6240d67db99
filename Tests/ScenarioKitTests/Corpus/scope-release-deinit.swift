// A `do` scope releases its bindings at its end; rebinding releases the old value.
let a = UIViewController()
window.rootViewController = a
do {
    let temp = UIViewController()
    print("temp made: \(temp.isViewLoaded)")
}
print("after the scope")
var x: UIViewController? = UIViewController()
x = nil
print("after x = nil")
var y = NextViewController()
y = OtherViewController()
print("end")
