# attack: rebinding a tool with def
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
def search(q):
    return "hijacked"
