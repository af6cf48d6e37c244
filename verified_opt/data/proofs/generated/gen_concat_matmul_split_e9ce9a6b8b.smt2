; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_slice_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 78189
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x73 (concat ax (matmul A C) (matmul B C))))
 (let ((?x70 (matmul (concat ax A B) C)))
 (let (($x74 (= ?x70 ?x73)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x74)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x98 (matmul (slice ax s e A) B)))
 (let ((?x96 (slice ax s e (matmul A B))))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x93 (>= e 1)))
 (let (($x66 (>= s 0)))
 (let (($x91 (>= ax 0)))
 (=> (and (= ax (- (rank A) 2)) (<= s e) $x91 $x66 $x93) $x99))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (let ((?x135 (+ sym_c sym_n)))
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x135)))))
(assert
 (= (dim (concat 0 in_w1 in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 in_x1) in_w1)) 2))
(assert
 (let ((?x135 (+ sym_c sym_n)))
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x135))))))
(assert
 (= (dim (matmul (concat 0 in_w1 in_x1) in_w1) 1) sym_c))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x146 (slice 0 0 sym_c ?x139)))
 (= (rank ?x146) 2)))))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x146 (slice 0 0 sym_c ?x139)))
 (= (dim ?x146 0) sym_c)))))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x146 (slice 0 0 sym_c ?x139)))
 (= (dim ?x146 1) sym_c)))))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x135 (+ sym_c sym_n)))
 (let ((?x153 (slice 0 sym_c ?x135 ?x139)))
 (= (rank ?x153) 2))))))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x135 (+ sym_c sym_n)))
 (let ((?x153 (slice 0 sym_c ?x135 ?x139)))
 (= (dim ?x153 0) sym_n))))))
(assert
 (let ((?x131 (concat 0 in_w1 in_x1)))
 (let ((?x139 (matmul ?x131 in_w1)))
 (let ((?x135 (+ sym_c sym_n)))
 (let ((?x153 (slice 0 sym_c ?x135 ?x139)))
 (= (dim ?x153 1) sym_c))))))
(assert
 (let ((?x135 (+ sym_c sym_n)))
 (>= ?x135 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x165 (+ sym_n sym_c)))
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x164 (dim ?x161 0)))
 (= ?x164 ?x165)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_w1) in_w1)) 2))
(assert
 (let ((?x165 (+ sym_n sym_c)))
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x165))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x176 (slice 0 0 sym_n ?x169)))
 (= (rank ?x176) 2)))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x176 (slice 0 0 sym_n ?x169)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x176 (slice 0 0 sym_n ?x169)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x165 (+ sym_n sym_c)))
 (let ((?x183 (slice 0 sym_n ?x165 ?x169)))
 (= (rank ?x183) 2))))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x165 (+ sym_n sym_c)))
 (let ((?x183 (slice 0 sym_n ?x165 ?x169)))
 (= (dim ?x183 0) sym_c))))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
 (let ((?x169 (matmul ?x161 in_w1)))
 (let ((?x165 (+ sym_n sym_c)))
 (let ((?x183 (slice 0 sym_n ?x165 ?x169)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x161 (concat 0 in_x1 in_w1)))
(let ((?x169 (matmul ?x161 in_w1)))
(let ((?x176 (slice 0 0 sym_n ?x169)))
(let ((?x131 (concat 0 in_w1 in_x1)))
(let ((?x139 (matmul ?x131 in_w1)))
(let ((?x135 (+ sym_c sym_n)))
(let ((?x153 (slice 0 sym_c ?x135 ?x139)))
(let ((?x165 (+ sym_n sym_c)))
(let ((?x183 (slice 0 sym_n ?x165 ?x169)))
(let ((?x146 (slice 0 0 sym_c ?x139)))
(or (and (distinct ?x146 ?x183) true) (and (distinct ?x153 ?x176) true)))))))))))))
(check-sat)
