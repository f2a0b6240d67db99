// Stock counts in a dictionary: updating, removing and reading the values in order.
class InventoryViewController: UIViewController {
    var stock: [String: Int] = ["apples": 12, "pears": 0, "plums": 5]

    func sell(_ item: String, count: Int) {
        if let available = stock[item], available >= count {
            stock[item] = available - count
            print("sold \(count) \(item), \(stock[item]!) left")
        } else {
            print("cannot sell \(count) \(item)")
        }
    }
}

let inventory = InventoryViewController()
inventory.sell("apples", count: 5)
inventory.sell("pears", count: 1)
inventory.sell("kiwis", count: 1)
let old = inventory.stock.updateValue(20, forKey: "pears")
print(old, inventory.stock.removeValue(forKey: "plums"), inventory.stock)
let restock = inventory.stock.filter { $0.value < 10 }.map { $0.key }
print(restock, inventory.stock.mapValues { $0 * 2 })
for (item, count) in inventory.stock {
    print("\(item): \(count)")
}
