// A shopping cart: totals with reduce, the expensive items with filter, names with map.
struct CartItem {
    let name: String
    let price: Int
    var quantity = 1
    var subtotal: Int { price * quantity }
}

class CartViewController: UIViewController {
    var items: [CartItem] = []

    func add(_ name: String, price: Int) {
        if let index = items.firstIndex(where: { $0.name == name }) {
            items[index].quantity += 1
        } else {
            items.append(CartItem(name: name, price: price))
        }
    }

    var total: Int { items.reduce(0) { $0 + $1.subtotal } }
}

let cart = CartViewController()
cart.add("Coffee", price: 4500)
cart.add("Bagel", price: 3000)
cart.add("Coffee", price: 4500)
print(cart.items.map { "\($0.name) x\($0.quantity)" })
print("total:", cart.total)
print(cart.items.filter { $0.subtotal > 5000 }.map { $0.name }, cart.items.contains { $0.quantity > 2 })
cart.items.removeAll { $0.name == "Bagel" }
print(cart.items.count, cart.total, cart.items.isEmpty)
