def maybe(flag):
    if not flag:
        return
    yield 'value'
print(list(maybe(True)), list(maybe(False)))
