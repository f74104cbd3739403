e1 = ValueError('a')
e2 = ValueError('a')
print(e1 == e2, e1 == e1, e1.args == e2.args, str(e1) == str(e2))
