class Box:
    def __class_getitem__(cls, item):
        return f'Box[{item.__name__}]'
print(Box[int], Box[str])
