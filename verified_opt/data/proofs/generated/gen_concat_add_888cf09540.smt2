; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 14637
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x191 (concat ax (add A C) (add B D))))
 (let ((?x188 (add (concat ax A B) (concat ax C D))))
 (let (($x192 (= ?x188 ?x191)))
 (let ((?x111 (+ 1 ax)))
 (let ((?x142 (+ ?x111 5)))
 (let ((?x143 (dim A ?x142)))
 (let ((?x16 (- (- (rank A) 1) ax)))
 (let (($x141 (> ?x16 5)))
 (let (($x135 (> ?x16 4)))
 (let (($x129 (> ?x16 3)))
 (let (($x123 (> ?x16 2)))
 (let (($x117 (> ?x16 1)))
 (let (($x110 (> ?x16 0)))
 (let (($x67 (> ax 5)))
 (let (($x60 (> ax 4)))
 (let (($x53 (> ax 3)))
 (let (($x46 (> ax 2)))
 (let (($x39 (> ax 1)))
 (let (($x33 (> ax 0)))
 (let (($x32 (= ax ax)))
 (let (($x12 (>= ax 0)))
 (let (($x10 (= (dim A ax) (dim C ax))))
 (let (($x185 (and $x10 $x12 (>= ?x16 0) $x12 (>= (- (- (rank B) 1) ax) 0) $x12 (>= (- (- (rank C) 1) ax) 0) $x12 (>= (- (- (rank D) 1) ax) 0) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim D (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim D (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim D (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim D (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim D (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim D (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim B (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim B (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim B (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim B (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim B (+ ?x111 4)))) (=> $x141 (= ?x143 (dim B ?x142))) (= (- (- (rank C) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim C (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim C (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim C (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim C (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim C (+ ?x111 4)))) (=> $x141 (= ?x143 (dim C ?x142))) (= (- (- (rank D) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim D (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim D (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim D (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim D (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim D (+ ?x111 4)))) (=> $x141 (= ?x143 (dim D ?x142))))))
 (=> $x185 $x192)))))))))))))))))))))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x425 (* 2 sym_n)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x424 (dim ?x216 0)))
 (= ?x424 ?x425)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i3)) 4))
(assert
 (let ((?x425 (* 2 sym_n)))
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x436 (dim ?x433 0)))
 (= ?x436 ?x425)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x444 (add ?x216 ?x433)))
 (= (rank ?x444) 4)))))
(assert
 (let ((?x425 (* 2 sym_n)))
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x444 (add ?x216 ?x433)))
 (let ((?x447 (dim ?x444 0)))
 (= ?x447 ?x425)))))))
(assert
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x444 (add ?x216 ?x433)))
 (= (dim ?x444 1) sym_c)))))
(assert
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x444 (add ?x216 ?x433)))
 (= (dim ?x444 2) sym_h)))))
(assert
 (let ((?x433 (concat 0 in_i2 in_i3)))
 (let ((?x216 (concat 0 in_i1 in_i2)))
 (let ((?x444 (add ?x216 ?x433)))
 (= (dim ?x444 3) sym_w)))))
(assert
 (let ((?x425 (* 2 sym_n)))
 (>= ?x425 0)))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (add in_i2 in_i3)) 4))
(assert
 (= (dim (add in_i2 in_i3) 0) sym_n))
(assert
 (= (dim (add in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (add in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (add in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 (add in_i1 in_i2) (add in_i2 in_i3))) 4))
(assert
 (let ((?x425 (* 2 sym_n)))
 (let ((?x467 (add in_i2 in_i3)))
 (let ((?x456 (add in_i1 in_i2)))
 (let ((?x478 (concat 0 ?x456 ?x467)))
 (let ((?x481 (dim ?x478 0)))
 (= ?x481 ?x425)))))))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x467 (add in_i2 in_i3)))
(let ((?x456 (add in_i1 in_i2)))
(let ((?x478 (concat 0 ?x456 ?x467)))
(let ((?x433 (concat 0 in_i2 in_i3)))
(let ((?x216 (concat 0 in_i1 in_i2)))
(let ((?x444 (add ?x216 ?x433)))
(and (distinct ?x444 ?x478) true))))))))
(check-sat)
