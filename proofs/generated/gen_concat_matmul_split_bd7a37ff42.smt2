; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_slice_cols, slice_concat_first, slice_concat_second
; z3 rlimit used: 53288
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x15 (slice ax s e (concat ax A B))))
 (let (($x17 (= ?x15 (slice ax s e A))))
 (=> (and (<= s e) (<= e (dim A ax))) $x17))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x63 (slice ax s2 e2 B)))
 (let ((?x62 (slice ax s e (concat ax A B))))
 (let (($x64 (= ?x62 ?x63)))
 (let (($x59 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2))))
 (=> $x59 $x64))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x88 (matmul A (slice ax s e B))))
 (let ((?x86 (slice ax s e (matmul A B))))
 (let (($x89 (= ?x86 ?x88)))
 (=> (and (= ax (- (rank B) 1)) (<= s e)) $x89)))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x126 (+ sym_c sym_c2)))
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x126)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 in_w2)) 0) sym_c))
(assert
 (let ((?x126 (+ sym_c sym_c2)))
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x126))))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (slice 1 0 sym_c ?x128)))
 (= (rank ?x135) 2)))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (slice 1 0 sym_c ?x128)))
 (= (dim ?x135 0) sym_c)))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (slice 1 0 sym_c ?x128)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x126 (+ sym_c sym_c2)))
 (let ((?x142 (slice 1 sym_c ?x126 ?x128)))
 (= (rank ?x142) 2))))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x126 (+ sym_c sym_c2)))
 (let ((?x142 (slice 1 sym_c ?x126 ?x128)))
 (= (dim ?x142 0) sym_c))))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x126 (+ sym_c sym_c2)))
 (let ((?x142 (slice 1 sym_c ?x126 ?x128)))
 (= (dim ?x142 1) sym_c2))))))
(assert
 (let ((?x126 (+ sym_c sym_c2)))
 (>= ?x126 0)))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x156 (+ sym_c2 sym_c)))
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x156)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w2 in_w1)) 0) sym_c))
(assert
 (let ((?x156 (+ sym_c2 sym_c)))
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x156))))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x165 (slice 1 0 sym_c2 ?x158)))
 (= (rank ?x165) 2)))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x165 (slice 1 0 sym_c2 ?x158)))
 (= (dim ?x165 0) sym_c)))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x165 (slice 1 0 sym_c2 ?x158)))
 (= (dim ?x165 1) sym_c2)))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x156 (+ sym_c2 sym_c)))
 (let ((?x172 (slice 1 sym_c2 ?x156 ?x158)))
 (= (rank ?x172) 2))))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x156 (+ sym_c2 sym_c)))
 (let ((?x172 (slice 1 sym_c2 ?x156 ?x158)))
 (= (dim ?x172 0) sym_c))))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
 (let ((?x158 (matmul in_w1 ?x150)))
 (let ((?x156 (+ sym_c2 sym_c)))
 (let ((?x172 (slice 1 sym_c2 ?x156 ?x158)))
 (= (dim ?x172 1) sym_c))))))
(assert
 (let ((?x150 (concat 1 in_w2 in_w1)))
(let ((?x158 (matmul in_w1 ?x150)))
(let ((?x156 (+ sym_c2 sym_c)))
(let ((?x172 (slice 1 sym_c2 ?x156 ?x158)))
(let ((?x120 (concat 1 in_w1 in_w2)))
(let ((?x128 (matmul in_w1 ?x120)))
(let ((?x135 (slice 1 0 sym_c ?x128)))
(let ((?x165 (slice 1 0 sym_c2 ?x158)))
(let ((?x126 (+ sym_c sym_c2)))
(let ((?x142 (slice 1 sym_c ?x126 ?x128)))
(or (and (distinct ?x142 ?x165) true) (and (distinct ?x135 ?x172) true)))))))))))))
(check-sat)
