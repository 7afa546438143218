// Laravel's paginator on the wire: a page of items with its `links` and `meta`.

/** Laravel's paginator links and meta for a page of `total` items. */
export function paginate<T>(options: {
  data: T[]
  total: number
  page: number
  perPage: number
  path: string
}) {
  const { data, total, page, perPage, path } = options
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const url = (n: number) => `${path}?page=${n}${perPage === 10 ? '' : `&per_page=${perPage}`}`
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  return {
    data,
    links: {
      first: url(1),
      last: url(lastPage),
      prev: page > 1 ? url(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? url(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: from === null ? null : from + data.length - 1,
      total,
    },
  }
}
