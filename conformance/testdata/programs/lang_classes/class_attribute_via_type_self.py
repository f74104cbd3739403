class Counter:
    created = 0
    def __init__(self):
        type(self).created += 1
class Sub(Counter): pass
Counter(); Sub(); Sub()
print(Counter.created, Sub.created)
