let a = UIViewController()
a = UIViewController()
