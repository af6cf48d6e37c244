; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 48854
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x91)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x91)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x108 (concat 0 ?x85 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x108 (concat 0 ?x85 ?x97)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x112)))))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x108 (concat 0 ?x85 ?x97)))
 (let ((?x114 (dim ?x108 1)))
 (= ?x114 ?x91)))))))
(assert
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x108 (concat 0 ?x85 ?x97)))
 (= (dim ?x108 2) sym_h)))))
(assert
 (let ((?x97 (concat 1 in_i2 in_i1)))
 (let ((?x85 (concat 1 in_i1 in_i2)))
 (let ((?x108 (concat 0 ?x85 ?x97)))
 (= (dim ?x108 3) sym_w)))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (>= ?x91 0)))
(assert
 (let ((?x112 (* 2 sym_n)))
 (>= ?x112 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x112)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x112)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x144 (concat 1 ?x122 ?x133)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x144 (concat 1 ?x122 ?x133)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x112)))))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x144 (concat 1 ?x122 ?x133)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x91)))))))
(assert
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x144 (concat 1 ?x122 ?x133)))
 (= (dim ?x144 2) sym_h)))))
(assert
 (let ((?x133 (concat 0 in_i2 in_i1)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x144 (concat 1 ?x122 ?x133)))
 (= (dim ?x144 3) sym_w)))))
(assert
 (let ((?x133 (concat 0 in_i2 in_i1)))
(let ((?x122 (concat 0 in_i1 in_i2)))
(let ((?x144 (concat 1 ?x122 ?x133)))
(let ((?x97 (concat 1 in_i2 in_i1)))
(let ((?x85 (concat 1 in_i1 in_i2)))
(let ((?x108 (concat 0 ?x85 ?x97)))
(and (distinct ?x108 ?x144) true))))))))
(check-sat)
