# traceback: full
users = {"alice": {"email": "a@x.io", "roles": ["admin"]}, "bob": {"email": "b@x.io"}}

def roles_of(name):
    return users[name]["roles"]

for name in ["alice", "bob", "carol"]:
    try:
        print(name, roles_of(name))
    except KeyError as e:
        print(f"{name}: missing {e} (args={e.args})")

print(users.get("carol", {}).get("roles", []))
stack = []
try:
    stack.pop()
except IndexError as e:
    print("IndexError:", e)
try:
    [1, 2, 3][5]
except IndexError as e:
    print("IndexError:", e)
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    [1, 2].remove(3)
except ValueError as e:
    print("ValueError:", e)
try:
    (1, 2).index(9)
except ValueError as e:
    print("ValueError:", e)
try:
    {1}.remove(2)
except KeyError as e:
    print("KeyError:", e)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    nothing = None
    nothing["x"]
except TypeError as e:
    print("TypeError:", e)
try:
    len(5)
except TypeError as e:
    print("TypeError:", e)
try:
    "a" + 1
except TypeError as e:
    print("TypeError:", e)
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([3, "a", 1])
except TypeError as e:
    print("TypeError:", e)
try:
    x = undefined_name
except NameError as e:
    print("NameError:", e)
try:
    "abc".uper()
except AttributeError as e:
    print("AttributeError:", e)
config = {"db": {"host": "localhost"}}
port = config["db"]["port"]
