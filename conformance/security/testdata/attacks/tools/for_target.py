# attack: rebinding a tool as a for target
# tools: search
# expect: policy protected
# message: Cannot assign to name 'search': doing this would erase the existing tool!
for search in range(2):
    pass
