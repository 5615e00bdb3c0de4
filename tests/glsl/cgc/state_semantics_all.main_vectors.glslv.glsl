// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/state_semantics_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vectors
//semantic main_vectors.s0 : state.clip[1].plane
//semantic main_vectors.s1 : state.fog.color
//semantic main_vectors.s2 : state.fog.params
//semantic main_vectors.s3 : state.light[1].ambient
//semantic main_vectors.s4 : state.light[1].attenuation
//semantic main_vectors.s5 : state.light[1].diffuse
//semantic main_vectors.s6 : state.light[1].half
//semantic main_vectors.s7 : state.light[1].position
//semantic main_vectors.s8 : state.light[1].specular
//semantic main_vectors.s9 : state.light[1].spot.direction
//semantic main_vectors.s10 : state.lightmodel.ambient
//semantic main_vectors.s11 : state.lightmodel.back.scenecolor
//semantic main_vectors.s12 : state.lightmodel.front.scenecolor
//semantic main_vectors.s13 : state.lightmodel.scenecolor
//semantic main_vectors.s14 : state.lightprod[1].ambient
//semantic main_vectors.s15 : state.lightprod[1].back.ambient
//semantic main_vectors.s16 : state.lightprod[1].back.diffuse
//semantic main_vectors.s17 : state.lightprod[1].back.specular
//semantic main_vectors.s18 : state.lightprod[1].diffuse
//semantic main_vectors.s19 : state.lightprod[1].front.ambient
//semantic main_vectors.s20 : state.lightprod[1].front.diffuse
//semantic main_vectors.s21 : state.lightprod[1].front.specular
//semantic main_vectors.s22 : state.lightprod[1].specular
//semantic main_vectors.s23 : state.material.ambient
//semantic main_vectors.s24 : state.material.back.ambient
//semantic main_vectors.s25 : state.material.back.diffuse
//semantic main_vectors.s26 : state.material.back.emission
//semantic main_vectors.s27 : state.material.back.shininess
//semantic main_vectors.s28 : state.material.back.specular
//semantic main_vectors.s29 : state.material.diffuse
//semantic main_vectors.s30 : state.material.emission
//semantic main_vectors.s31 : state.material.front.ambient
//semantic main_vectors.s32 : state.material.front.diffuse
//semantic main_vectors.s33 : state.material.front.emission
//semantic main_vectors.s34 : state.material.front.shininess
//semantic main_vectors.s35 : state.material.front.specular
//semantic main_vectors.s36 : state.material.shininess
//semantic main_vectors.s37 : state.material.specular
//semantic main_vectors.s38 : state.point.attenuation
//semantic main_vectors.s39 : state.point.size
//semantic main_vectors.s40 : state.texgen[1].eye.q
//semantic main_vectors.s41 : state.texgen[1].eye.r
//semantic main_vectors.s42 : state.texgen[1].eye.s
//semantic main_vectors.s43 : state.texgen[1].eye.t
//semantic main_vectors.s44 : state.texgen[1].object.q
//semantic main_vectors.s45 : state.texgen[1].object.r
//semantic main_vectors.s46 : state.texgen[1].object.s
//semantic main_vectors.s47 : state.texgen[1].object.t
//var float4 s0 : state.clip[1].plane :  : 1 : 1
//var float4 s11 : state.lightmodel.back.scenecolor : _s111 : 12 : 1
//var float4 s12 : state.lightmodel.front.scenecolor : _s121 : 13 : 1
//var float4 s13 : state.lightmodel.scenecolor : _s131 : 14 : 1
//var float4 s14 : state.lightprod[1].ambient : _s141 : 15 : 1
//var float4 s18 : state.lightprod[1].diffuse : _s181 : 19 : 1
//var float4 s22 : state.lightprod[1].specular : _s221 : 23 : 1
//var float4 s23 : state.material.ambient : _s231 : 24 : 1
//var float4 s29 : state.material.diffuse : _s291 : 30 : 1
//var float4 s30 : state.material.emission : _s301 : 31 : 1
//var float4 s36 : state.material.shininess : _s361 : 37 : 1
//var float4 s37 : state.material.specular : _s371 : 38 : 1
//var float4 s40 : state.texgen[1].eye.q : _s401 : 41 : 1
//var float4 s41 : state.texgen[1].eye.r : _s411 : 42 : 1
//var float4 s42 : state.texgen[1].eye.s : _s421 : 43 : 1
//var float4 s43 : state.texgen[1].eye.t : _s431 : 44 : 1
//var float4 s44 : state.texgen[1].object.q : _s441 : 45 : 1
//var float4 s45 : state.texgen[1].object.r : _s451 : 46 : 1
//var float4 s46 : state.texgen[1].object.s : _s461 : 47 : 1
//var float4 s47 : state.texgen[1].object.t : _s471 : 48 : 1
//var float4 p : $vin.POSITION :  : 0 : 0
//var float4 main_vectors : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_0;
uniform vec4 _s210;
uniform vec4 _s48;
uniform vec4 _s91;
uniform vec4 _s111;
uniform vec4 _s121;
uniform vec4 _s131;
uniform vec4 _s141;
uniform vec4 _s181;
uniform vec4 _s221;
uniform vec4 _s231;
uniform vec4 _s271;
uniform vec4 _s291;
uniform vec4 _s301;
uniform vec4 _s341;
uniform vec4 _s361;
uniform vec4 _s371;
uniform vec4 _s401;
uniform vec4 _s411;
uniform vec4 _s421;
uniform vec4 _s431;
uniform vec4 _s441;
uniform vec4 _s451;
uniform vec4 _s461;
uniform vec4 _s471;

 // main procedure, the original name was main_vectors
void main()
{


    _s48.x = gl_LightSource[1]._quadraticAttenuation;
    _s210.x = gl_Fog._scale;
    _s271.x = gl_BackMaterial._shininess;
    _s91.x = gl_LightSource[1]._spotCosCutoff;
    _s341.x = gl_FrontMaterial._shininess;
    _ret_0 = gl_ClipPlane[1] + gl_Fog._color + _s210 + gl_LightSource[1]._ambient + _s48 + gl_LightSource[1]._diffuse + gl_LightSource[1]._halfVector + gl_LightSource[1]._position + gl_LightSource[1]._specular + _s91 + gl_LightModel._ambient1 + _s111 + _s121 + _s131 + _s141 + gl_BackLightProduct[1]._ambient2 + gl_BackLightProduct[1]._diffuse1 + gl_BackLightProduct[1]._specular1 + _s181 + gl_FrontLightProduct[1]._ambient2 + gl_FrontLightProduct[1]._diffuse1 + gl_FrontLightProduct[1]._specular1 + _s221 + _s231 + gl_BackMaterial._ambient3 + gl_BackMaterial._diffuse2 + gl_BackMaterial._emission + _s271 + gl_BackMaterial._specular2 + _s291 + _s301 + gl_FrontMaterial._ambient3 + gl_FrontMaterial._diffuse2 + gl_FrontMaterial._emission + _s341 + gl_FrontMaterial._specular2 + _s361 + _s371 + vec4(gl_Point._distanceQuadraticAttenuation, gl_Point._distanceQuadraticAttenuation, gl_Point._distanceQuadraticAttenuation, gl_Point._distanceQuadraticAttenuation) + vec4(gl_Point._fadeThresholdSize, gl_Point._fadeThresholdSize, gl_Point._fadeThresholdSize, gl_Point._fadeThresholdSize) + _s401 + _s411 + _s421 + _s431 + _s441 + _s451 + _s461 + _s471;
    gl_Position = _ret_0;
    return;
} // main end
