// Mixing a horizontal anchor with a vertical one: swiftc refuses it.
let card = UIView()
let badge = UIView()
card.addSubview(badge)
badge.leadingAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true
