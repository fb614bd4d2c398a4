//! Spreading per-page work over the machine's cores while keeping the pages' order, with scoped
//! threads from the standard library: the work is a plain map, so no thread pool is needed.

use std::thread;

/// Below this many items one thread is quicker than starting others.
const SMALLEST_SPLIT: usize = 64;

/// `work(index, item)` for every item, on as many threads as there are cores, in the items' order.
/// The results may borrow from the items.
pub fn map<'a, T, R>(items: &'a [T], work: impl Fn(usize, &'a T) -> R + Sync) -> Vec<R>
where
    T: Sync,
    R: Send,
{
    map_with(items, || (), |(), index, item| work(index, item))
        .into_iter()
        .flat_map(|((), results)| results)
        .collect()
}

/// `map`, where each thread also keeps a state of its own (made by `init`) from item to item:
/// each part of the items, in order, with its thread's state and its items' results.
pub fn map_with<'a, T, S, R>(
    items: &'a [T],
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize, &'a T) -> R + Sync,
) -> Vec<(S, Vec<R>)>
where
    T: Sync,
    S: Send,
    R: Send,
{
    let threads = thread::available_parallelism().map_or(1, |n| n.get());
    let run = |first: usize, slice: &'a [T]| {
        let mut state = init();
        let results =
            slice.iter().enumerate().map(|(i, item)| work(&mut state, first + i, item)).collect();
        (state, results)
    };
    if threads == 1 || items.len() < SMALLEST_SPLIT {
        return vec![run(0, items)];
    }
    let chunk = items.len().div_ceil(threads);
    thread::scope(|scope| {
        let run = &run;
        let parts: Vec<_> = items
            .chunks(chunk)
            .enumerate()
            .map(|(part, slice)| scope.spawn(move || run(part * chunk, slice)))
            .collect();
        parts
            .into_iter()
            .map(|part| part.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    })
}

/// `work(part)` for each of a few large parts, each on a thread of its own, in the parts' order
/// (`map` would give a short list one thread).
pub fn each_on_a_thread<'a, T, R>(parts: &'a [T], work: impl Fn(&'a T) -> R + Sync) -> Vec<R>
where
    T: Sync,
    R: Send,
{
    thread::scope(|scope| {
        let work = &work;
        let running: Vec<_> = parts.iter().map(|part| scope.spawn(move || work(part))).collect();
        running
            .into_iter()
            .map(|part| part.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_order_and_the_indexes_of_the_items() {
        let items: Vec<usize> = (0..1000).collect();
        let doubled = super::map(&items, |index, item| {
            assert_eq!(index, *item);
            item * 2
        });
        assert_eq!(doubled, (0..1000).map(|i| i * 2).collect::<Vec<_>>());
        assert!(super::map(&[] as &[u8], |_, b| *b).is_empty());
    }
}
