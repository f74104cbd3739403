print(list[int], dict[str, list[int]], tuple[int, ...], type(list[int]).__name__)
def f(x: list[int]) -> dict[str, int]:
    return {str(i): i for i in x}
print(f([1, 2]))
