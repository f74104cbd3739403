# attack: __hash__ that never returns, triggered by set()
# expect: limit ops
class A:
    def __hash__(self):
        while True:
            pass
{A()}
