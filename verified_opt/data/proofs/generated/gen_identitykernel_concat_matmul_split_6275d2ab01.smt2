; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 78095
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
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
 (forall ((A T) (c Int) )(! (let ((?x68 (matmul A (idkernel2 c))))
 (let (($x69 (= ?x68 A)))
 (=> (and (= (dim A 1) c)) $x69))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x85 (concat ax (matmul A B) (matmul A C))))
 (let ((?x82 (matmul A (concat ax B C))))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x86)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x109 (matmul A (slice ax s e B))))
 (let ((?x107 (slice ax s e (matmul A B))))
 (let (($x110 (= ?x107 ?x109)))
 (let (($x104 (>= e 1)))
 (let (($x103 (>= s 0)))
 (let (($x102 (>= ax 1)))
 (=> (and (= ax (- (rank B) 1)) (<= s e) $x102 $x103 $x104) $x110))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x147 (* 2 sym_c)))
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x147))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x147 (* 2 sym_c)))
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x147)))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x156 (slice 1 0 sym_c ?x149)))
 (= (rank ?x156) 2))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x156 (slice 1 0 sym_c ?x149)))
 (= (dim ?x156 0) sym_c))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x156 (slice 1 0 sym_c ?x149)))
 (= (dim ?x156 1) sym_c))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x147 (* 2 sym_c)))
 (let ((?x163 (slice 1 sym_c ?x147 ?x149)))
 (= (rank ?x163) 2)))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x147 (* 2 sym_c)))
 (let ((?x163 (slice 1 sym_c ?x147 ?x149)))
 (= (dim ?x163 0) sym_c)))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 1 in_w1 ?x134)))
 (let ((?x149 (matmul in_w1 ?x141)))
 (let ((?x147 (* 2 sym_c)))
 (let ((?x163 (slice 1 sym_c ?x147 ?x149)))
 (= (dim ?x163 1) sym_c)))))))
(assert
 (let ((?x147 (* 2 sym_c)))
 (>= ?x147 0)))
(assert
 (let ((?x134 (idkernel2 sym_c)))
(let ((?x141 (concat 1 in_w1 ?x134)))
(let ((?x149 (matmul in_w1 ?x141)))
(let ((?x147 (* 2 sym_c)))
(let ((?x163 (slice 1 sym_c ?x147 ?x149)))
(and (distinct ?x163 in_w1) true)))))))
(check-sat)
