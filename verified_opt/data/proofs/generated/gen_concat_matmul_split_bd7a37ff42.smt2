; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 78426
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x73 (concat ax (matmul A B) (matmul A C))))
 (let ((?x70 (matmul A (concat ax B C))))
 (let (($x74 (= ?x70 ?x73)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x74)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x97 (matmul A (slice ax s e B))))
 (let ((?x95 (slice ax s e (matmul A B))))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x92 (>= e 1)))
 (let (($x91 (>= s 0)))
 (let (($x90 (>= ax 1)))
 (=> (and (= ax (- (rank B) 1)) (<= s e) $x90 $x91 $x92) $x98))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (let ((?x137 (+ sym_c sym_c2)))
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x137)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 in_w2)) 0) sym_c))
(assert
 (let ((?x137 (+ sym_c sym_c2)))
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x137))))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x146 (slice 1 0 sym_c ?x139)))
 (= (rank ?x146) 2)))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x146 (slice 1 0 sym_c ?x139)))
 (= (dim ?x146 0) sym_c)))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x146 (slice 1 0 sym_c ?x139)))
 (= (dim ?x146 1) sym_c)))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x137 (+ sym_c sym_c2)))
 (let ((?x153 (slice 1 sym_c ?x137 ?x139)))
 (= (rank ?x153) 2))))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x137 (+ sym_c sym_c2)))
 (let ((?x153 (slice 1 sym_c ?x137 ?x139)))
 (= (dim ?x153 0) sym_c))))))
(assert
 (let ((?x131 (concat 1 in_w1 in_w2)))
 (let ((?x139 (matmul in_w1 ?x131)))
 (let ((?x137 (+ sym_c sym_c2)))
 (let ((?x153 (slice 1 sym_c ?x137 ?x139)))
 (= (dim ?x153 1) sym_c2))))))
(assert
 (let ((?x137 (+ sym_c sym_c2)))
 (>= ?x137 0)))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x167 (+ sym_c2 sym_c)))
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x166 (dim ?x161 1)))
 (= ?x166 ?x167)))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w2 in_w1)) 0) sym_c))
(assert
 (let ((?x167 (+ sym_c2 sym_c)))
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x174 (dim ?x169 1)))
 (= ?x174 ?x167))))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x176 (slice 1 0 sym_c2 ?x169)))
 (= (rank ?x176) 2)))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x176 (slice 1 0 sym_c2 ?x169)))
 (= (dim ?x176 0) sym_c)))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x176 (slice 1 0 sym_c2 ?x169)))
 (= (dim ?x176 1) sym_c2)))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x167 (+ sym_c2 sym_c)))
 (let ((?x183 (slice 1 sym_c2 ?x167 ?x169)))
 (= (rank ?x183) 2))))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x167 (+ sym_c2 sym_c)))
 (let ((?x183 (slice 1 sym_c2 ?x167 ?x169)))
 (= (dim ?x183 0) sym_c))))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
 (let ((?x169 (matmul in_w1 ?x161)))
 (let ((?x167 (+ sym_c2 sym_c)))
 (let ((?x183 (slice 1 sym_c2 ?x167 ?x169)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x161 (concat 1 in_w2 in_w1)))
(let ((?x169 (matmul in_w1 ?x161)))
(let ((?x167 (+ sym_c2 sym_c)))
(let ((?x183 (slice 1 sym_c2 ?x167 ?x169)))
(let ((?x131 (concat 1 in_w1 in_w2)))
(let ((?x139 (matmul in_w1 ?x131)))
(let ((?x146 (slice 1 0 sym_c ?x139)))
(let ((?x176 (slice 1 0 sym_c2 ?x169)))
(let ((?x137 (+ sym_c sym_c2)))
(let ((?x153 (slice 1 sym_c ?x137 ?x139)))
(or (and (distinct ?x153 ?x176) true) (and (distinct ?x146 ?x183) true)))))))))))))
(check-sat)
