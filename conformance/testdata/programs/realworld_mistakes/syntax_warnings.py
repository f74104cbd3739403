# traceback: full
x = 5
if x is 5:
    print("identity with a literal")
handlers = [lambda: 5(), lambda: None()]
values = [(1, 2) (3, 4)] if False else []
print("still runs", values)
handlers[0]()
