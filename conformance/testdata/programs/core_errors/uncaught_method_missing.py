text = 'hello'
print(text.push('!'))
