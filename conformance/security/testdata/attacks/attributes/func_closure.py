# attack: f.__closure__[0].cell_contents
# expect: policy dunder
# message: Forbidden access to dunder attribute: __closure__
def outer():
    secret = 1
    def inner():
        return secret
    return inner
outer().__closure__[0].cell_contents
