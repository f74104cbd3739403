text = 'the cat and the hat and the bat'
print({w: text.split().count(w) for w in sorted(set(text.split()))})
print(text.title().swapcase())
