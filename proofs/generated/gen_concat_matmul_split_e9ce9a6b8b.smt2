; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_slice_rows, slice_concat_first, slice_concat_second
; z3 rlimit used: 53180
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
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x16 (slice ax s e A)))
 (let ((?x15 (slice ax s e (concat ax A B))))
 (let (($x17 (= ?x15 ?x16)))
 (=> (and (<= s e) (<= e (dim A ax))) $x17)))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x63 (slice ax s2 e2 B)))
 (let ((?x62 (slice ax s e (concat ax A B))))
 (let (($x64 (= ?x62 ?x63)))
 (let (($x59 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2))))
 (=> $x59 $x64))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x16 (slice ax s e A)))
 (let ((?x87 (matmul ?x16 B)))
 (let ((?x86 (slice ax s e (matmul A B))))
 (let (($x88 (= ?x86 ?x87)))
 (=> (and (= ax (- (rank A) 2)) (<= s e)) $x88))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 in_x1)) 2))
(assert
 (let ((?x124 (+ sym_c sym_n)))
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124)))))
(assert
 (= (dim (concat 0 in_w1 in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 in_x1) in_w1)) 2))
(assert
 (let ((?x124 (+ sym_c sym_n)))
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x124))))))
(assert
 (= (dim (matmul (concat 0 in_w1 in_x1) in_w1) 1) sym_c))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x135 (slice 0 0 sym_c ?x128)))
 (= (rank ?x135) 2)))))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x135 (slice 0 0 sym_c ?x128)))
 (= (dim ?x135 0) sym_c)))))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x135 (slice 0 0 sym_c ?x128)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x124 (+ sym_c sym_n)))
 (let ((?x142 (slice 0 sym_c ?x124 ?x128)))
 (= (rank ?x142) 2))))))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x124 (+ sym_c sym_n)))
 (let ((?x142 (slice 0 sym_c ?x124 ?x128)))
 (= (dim ?x142 0) sym_n))))))
(assert
 (let ((?x120 (concat 0 in_w1 in_x1)))
 (let ((?x128 (matmul ?x120 in_w1)))
 (let ((?x124 (+ sym_c sym_n)))
 (let ((?x142 (slice 0 sym_c ?x124 ?x128)))
 (= (dim ?x142 1) sym_c))))))
(assert
 (let ((?x124 (+ sym_c sym_n)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x154)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_w1) in_w1)) 2))
(assert
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x154))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x165 (slice 0 0 sym_n ?x158)))
 (= (rank ?x165) 2)))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x165 (slice 0 0 sym_n ?x158)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x165 (slice 0 0 sym_n ?x158)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x172 (slice 0 sym_n ?x154 ?x158)))
 (= (rank ?x172) 2))))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x172 (slice 0 sym_n ?x154 ?x158)))
 (= (dim ?x172 0) sym_c))))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
 (let ((?x158 (matmul ?x150 in_w1)))
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x172 (slice 0 sym_n ?x154 ?x158)))
 (= (dim ?x172 1) sym_c))))))
(assert
 (let ((?x150 (concat 0 in_x1 in_w1)))
(let ((?x158 (matmul ?x150 in_w1)))
(let ((?x165 (slice 0 0 sym_n ?x158)))
(let ((?x120 (concat 0 in_w1 in_x1)))
(let ((?x128 (matmul ?x120 in_w1)))
(let ((?x124 (+ sym_c sym_n)))
(let ((?x142 (slice 0 sym_c ?x124 ?x128)))
(let ((?x154 (+ sym_n sym_c)))
(let ((?x172 (slice 0 sym_n ?x154 ?x158)))
(let ((?x135 (slice 0 0 sym_c ?x128)))
(or (and (distinct ?x135 ?x172) true) (and (distinct ?x142 ?x165) true)))))))))))))
(check-sat)
