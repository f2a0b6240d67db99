// A final class that hides its state: private storage, a read-only view of it for others.
final class ShoppingCart {
    private var prices: [Int] = []
    private(set) var itemCount = 0

    var total: Int {
        var sum = 0
        for price in prices {
            sum += price
        }
        return sum
    }

    func add(price: Int) {
        precondition(price >= 0, "a price cannot be negative")
        prices = prices + [price]
        itemCount += 1
    }
}

class CartViewController: UIViewController {
    let cart = ShoppingCart()
    func buy(_ price: Int) {
        cart.add(price: price)
        title = "\(cart.itemCount) items, \(cart.total) won"
        print(title ?? "")
    }
}

let screen = CartViewController()
window.rootViewController = screen
screen.buy(1200)
screen.buy(800)
