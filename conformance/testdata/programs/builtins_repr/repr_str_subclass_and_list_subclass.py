class S(str): pass
class L(list): pass
print(repr(S('x')), repr(L([1])), S('a') + 'b', L([1]) + [2])
