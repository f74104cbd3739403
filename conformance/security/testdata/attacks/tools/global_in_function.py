# attack: rebinding a tool through a global statement in a function
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
def f():
    global search
    search = 1
f()
