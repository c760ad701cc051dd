/* Wrong: a table of 100 MB "to remember the rows", filled in full before
 * the search: past a small memory limit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    int n;
    if (scanf("%d", &n) != 1)
        return 1;
    size_t size = (size_t)100 << 20;
    char *table = malloc(size);
    if (!table)
        return 1;
    memset(table, n, size);
    long long sum = 0;
    for (size_t i = 0; i < size; i += 4096)
        sum += table[i];
    printf("%lld\n", sum > 0 ? 0LL : 1LL);
    free(table);
    return 0;
}
