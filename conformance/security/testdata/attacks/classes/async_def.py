# attack: coroutines are refused (no event loop)
# expect: policy node
# message: AsyncFunctionDef is not supported.
async def f():
    return 1
f().send(None)
