# traceback: full
matrix = [[1, 2], [3, 4]]
print(matrix[1][1])
print(matrix[1][2])
